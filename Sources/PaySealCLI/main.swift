print("cli")
